import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The place-order call carries an idempotency key (the same key returns the same order), so nginx may send it
// again to the other replica when the first failed after the request went out. No other POST is retried
// once sent: adding to a cart twice would add twice.
const RETRY_SAFE_POSTS = ['/api/payments/execute/order'];

/** Debian's nginx, on the PATH or where the package puts it; null when it is not installed. */
export function findNginx(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
}

/**
 * A round-robin load balancer as a production edge would run one (minus TLS), with one difference: it
 * passes the client's X-Forwarded-For on (appending its own peer) instead of replacing it, so the test can
 * stand for many client addresses and keep each claim's rate-limit count apart. A real edge overwrites it.
 */
function nginxConfig(port: number, upstreams: number[], down: ReadonlySet<number>): string {
  const servers = upstreams
    .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s${down.has(p) ? ' down' : ''};`)
    .join(' ');
  const proxy = (nextUpstream: string) => `
      proxy_pass http://store;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream ${nextUpstream};
      proxy_next_upstream_tries 2;`;
  const retrySafe = RETRY_SAFE_POSTS.map(
    (path) => `
    location = ${path} {${proxy('error timeout http_502 http_503 non_idempotent')}
    }`,
  ).join('');
  return `daemon off;
master_process on;
worker_processes 1;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  # A reload closes the old workers' idle client connections; a client's next request on one would fail.
  keepalive_timeout 0;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  client_max_body_size 20m;
  upstream store { ${servers} }
  server {
    listen 127.0.0.1:${port};
    # Idempotent methods (GET, HEAD, PUT, DELETE…) are retried on the other replica when one is down or
    # going down; a POST only when it never reached the replica (connection refused).
    location / {${proxy('error timeout http_502 http_503')}
    }${retrySafe}
  }
}
`;
}

export type Balancer = {
  child: ChildProcess;
  /** Takes the replicas on these ports out of the rotation (and the others back), as a reload does. */
  setDown(ports: ReadonlySet<number>): void;
};

/**
 * Starts nginx in the foreground with its own configuration and prefix in `dir`; kill the child to stop it.
 * Open-source nginx has no active health checks: `setDown` is how the test's own checker (replica-cluster.ts)
 * takes out a replica whose readiness fails, as a cloud balancer would.
 */
export function startNginx(binary: string, dir: string, port: number, upstreams: number[]): Balancer {
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  // Started as root, nginx runs its worker as nobody, which buffers large replies in tmp/.
  chmodSync(dir, 0o755);
  chmodSync(join(dir, 'tmp'), 0o777);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(port, upstreams, new Set()));
  // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx's.
  const child = spawn(binary, ['-p', dir, '-c', conf, '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return {
    child,
    setDown(ports) {
      writeFileSync(conf, nginxConfig(port, upstreams, ports));
      // The master reads the file again and starts new workers; the old ones finish what they were sending.
      child.kill('SIGHUP');
    },
  };
}
