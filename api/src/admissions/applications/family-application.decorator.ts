import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import type { Request } from 'express';
import { APPLICATION_REFERENCE_EXAMPLE } from '@icast/contracts';
import { parentGrantOf } from '../family-access/parent-access.guard';
import type { ParentGrant } from '../family-access/parent-token';
import { ApplicationReferencePipe } from './application-reference.pipe';
import { ApplicationService } from './application.service';

interface AskedApplication {
  grant: ParentGrant;
  reference: string;
}

/** The `:reference` of a family route, checked against what the parent's link opens before the handler runs. */
@Injectable()
export class ParentMayOpenPipe implements PipeTransform<AskedApplication, Promise<string>> {
  private readonly references = new ApplicationReferencePipe();

  constructor(private readonly applications: ApplicationService) {}

  async transform({ grant, reference }: AskedApplication): Promise<string> {
    const normalised = this.references.transform(reference);
    await this.applications.assertParentMayOpen(grant, normalised);
    return normalised;
  }
}

const AskedApplication = createParamDecorator(
  (_: unknown, context: ExecutionContext): AskedApplication => {
    const request = context.switchToHttp().getRequest<Request>();
    return { grant: parentGrantOf(request), reference: String(request.params.reference ?? '') };
  },
  [
    (target, key) => {
      if (key === undefined) return;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor) {
        ApiParam({ name: 'reference', description: `e.g. ${APPLICATION_REFERENCE_EXAMPLE}` })(target, key, descriptor);
      }
    },
  ],
);

/**
 * The application a family route names (`:reference`), on routes behind ParentAccessGuard: another family's
 * reference, or one that cannot exist, answers 404 before the handler runs, so no handler can forget to ask.
 */
export const FamilyApplication = () => AskedApplication(ParentMayOpenPipe);
