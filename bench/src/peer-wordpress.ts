import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './environment';
import { POST_PARAGRAPH } from './seed';

/**
 * Stock WordPress 6.1 from Debian beside us, the usual alternative for a school site: its REST post list measured
 * in the same run, on the same cores, with the same 200 posts. Optional: `apt-get install wordpress
 * libapache2-mod-php php-mysql mariadb-server` first; without it the bench says so and goes on.
 */
export const WORDPRESS_SOURCE = '/usr/share/wordpress';
export const WORDPRESS_INSTALL =
  'apt-get install -y --no-install-recommends wordpress apache2 libapache2-mod-php php-mysql mariadb-server mariadb-client';
/** The REST post list without pretty permalinks (which need Apache's rewrite rules). */
export const WORDPRESS_POSTS_PATH = '/?rest_route=/wp/v2/posts';

export interface WordPressPeer {
  url: string;
  version: string;
  stop(): Promise<void>;
}

export function wordPressMissing(): string | undefined {
  const tools = ['apache2', 'mariadbd', 'mariadb-install-db', 'mariadb'];
  const missing = tools.filter((tool) => !commandExists(tool));
  if (!existsSync(WORDPRESS_SOURCE)) missing.unshift('wordpress');
  return missing.length === 0 ? undefined : missing.join(', ');
}

function commandExists(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`WordPress peer: ${what} did not come up`);
    await sleep(200);
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const sqlString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function seedSql(count: number): string {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, index) => {
    const date = new Date(now - index * 36e5).toISOString().slice(0, 19).replace('T', ' ');
    const title = `Bench news ${index + 1}: project week at ICAST`;
    const content = [POST_PARAGRAPH, POST_PARAGRAPH, POST_PARAGRAPH].join('\n\n');
    return `(1, '${date}', '${date}', ${sqlString(content)}, ${sqlString(title)}, '', 'publish', 'bench-news-${index + 1}', '${date}', '${date}', '', '', '', 'post')`;
  });
  return (
    'INSERT INTO wp_posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, ' +
    'post_name, post_modified, post_modified_gmt, to_ping, pinged, post_content_filtered, post_type) VALUES\n' +
    `${rows.join(',\n')};\n`
  );
}

const MODULES = '/usr/lib/apache2/modules';

/** Debian's stock Apache setup for WordPress (prefork + mod_php, keep-alive), reduced to what it needs. */
function apacheConfigFor(dataDir: string, siteDir: string, port: number): string {
  return `
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
PidFile ${dataDir}/apache2.pid
ErrorLog ${dataDir}/apache2-error.log
LogLevel error
LoadModule mpm_prefork_module ${MODULES}/mod_mpm_prefork.so
LoadModule authz_core_module ${MODULES}/mod_authz_core.so
LoadModule dir_module ${MODULES}/mod_dir.so
LoadModule mime_module ${MODULES}/mod_mime.so
LoadModule php_module ${MODULES}/libphp8.2.so
User www-data
Group www-data
TypesConfig /etc/mime.types
KeepAlive On
MaxKeepAliveRequests 100
KeepAliveTimeout 5
StartServers 5
MinSpareServers 5
MaxSpareServers 10
MaxRequestWorkers 150
DocumentRoot ${siteDir}
DirectoryIndex index.php
<Directory ${siteDir}>
  Require all granted
  AllowOverride None
</Directory>
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
`;
}

/** MariaDB and Apache with mod_php (Debian's defaults, OPcache on) on this run's own ports. */
export async function startWordPressPeer(webPort: number, databasePort: number): Promise<WordPressPeer> {
  const dataDir = path.join(root, '.data', 'wordpress-peer');
  const siteDir = path.join(dataDir, 'site');
  const databaseDir = path.join(dataDir, 'db');
  const socket = path.join(dataDir, 'mysqld.sock');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  execFileSync('mariadb-install-db', ['--no-defaults', `--datadir=${databaseDir}`, '--user=root', '--skip-test-db'], {
    stdio: 'ignore',
  });
  const database = spawn(
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${databaseDir}`,
      `--socket=${socket}`,
      `--port=${databasePort}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      '--skip-grant-tables',
    ],
    { stdio: 'ignore' },
  );
  const processes: ChildProcess[] = [database];
  const stopServers = async () => {
    for (const child of processes.reverse()) await stopProcess(child);
  };
  const stop = async () => {
    await stopServers();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(() => existsSync(socket), 'MariaDB');
    const sql = (statement: string) =>
      execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-u', 'root'], { input: statement });
    sql('CREATE DATABASE wordpress CHARACTER SET utf8mb4;');

    // A private copy, because Debian's wp-config.php reads its settings from /etc/wordpress.
    cpSync(WORDPRESS_SOURCE, siteDir, { recursive: true, verbatimSymlinks: true });
    writeFileSync(
      path.join(siteDir, 'wp-config.php'),
      [
        '<?php',
        "define('DB_NAME', 'wordpress');",
        "define('DB_USER', 'root');",
        "define('DB_PASSWORD', '');",
        `define('DB_HOST', 'localhost:${socket}');`,
        "define('WP_CONTENT_DIR', __DIR__ . '/wp-content');",
        "define('WP_AUTO_UPDATE_CORE', false);",
        "define('DISABLE_WP_CRON', true);",
        "$table_prefix = 'wp_';",
        "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');",
        "require_once ABSPATH . 'wp-settings.php';",
        '',
      ].join('\n'),
    );
    const apacheConfig = path.join(dataDir, 'apache2.conf');
    writeFileSync(apacheConfig, apacheConfigFor(dataDir, siteDir, webPort));
    // Its own process group: on SIGTERM a foreground Apache signals its whole group, which would take the bench too.
    const web = spawn('apache2', ['-f', apacheConfig, '-DFOREGROUND'], { stdio: 'ignore', detached: true });
    processes.push(web);
    const url = `http://127.0.0.1:${webPort}`;
    const answers = async () => {
      // Another server already on the port would answer in Apache's place: stop early instead.
      if (web.exitCode !== null) throw new Error(`WordPress peer: Apache exited, see ${dataDir}/apache2-error.log`);
      return fetch(`${url}/wp-login.php`).then(
        () => true,
        () => false,
      );
    };
    await waitFor(answers, 'Apache');

    const install = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        weblog_title: 'ICAST peer',
        user_name: 'bench',
        admin_password: 'bench-peer-password-1',
        admin_password2: 'bench-peer-password-1',
        pw_weak: '1',
        admin_email: 'bench@icast.test',
        blog_public: '0',
      }),
    });
    if (!install.ok) throw new Error(`WordPress peer: install answered ${install.status}`);
    sql(`USE wordpress;\n${seedSql(200)}`);
    const posts = await fetch(`${url}${WORDPRESS_POSTS_PATH}`);
    if (!posts.ok) throw new Error(`WordPress peer: the REST post list answered ${posts.status}`);
    const version = /\$wp_version = '([^']+)'/.exec(
      readFileSync(path.join(siteDir, 'wp-includes/version.php'), 'utf8'),
    );
    return { url, version: version?.[1] ?? 'unknown', stop };
  } catch (error) {
    // The logs stay in .data/wordpress-peer for a look at what went wrong.
    await stopServers();
    throw error;
  }
}
