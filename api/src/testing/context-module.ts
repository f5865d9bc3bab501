import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import type { TestingModule } from '@nestjs/testing';
import { validateEnvironment } from '../platform/config/environment';
import { PlatformModule } from '../platform/platform.module';
import { testDatabaseUri } from './test-database';

type Imported = Type | DynamicModule | Promise<DynamicModule> | ForwardReference;

/**
 * A context's module started on its own, on the platform (config, this file's test database, jobs, events) and what
 * the module itself imports, never the whole app: the way a context's specs start what they test. `configure` may
 * replace providers (a clock the test moves) before it starts.
 */
export async function startContext(
  imports: Imported[],
  {
    env = {},
    configure,
  }: { env?: NodeJS.ProcessEnv; configure?: (builder: TestingModuleBuilder) => TestingModuleBuilder } = {},
): Promise<TestingModule> {
  const config = validateEnvironment({ ...process.env, NODE_ENV: 'test', MONGODB_URI: testDatabaseUri(), ...env });
  const builder = Test.createTestingModule({ imports: [PlatformModule.register(config), ...imports] });
  const module = await (configure ? configure(builder) : builder).compile();
  await module.init();
  return module;
}
