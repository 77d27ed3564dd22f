/**
 * A whole nginx configuration that runs in the foreground as root, keeps its pid and
 * temporary files under `prefix`, and serves the `http` block's `body` (servers and
 * settings).
 */
export function nginxConfig(prefix: string, body: string, logLevel = "warn"): string {
  return `
user root;
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr ${logLevel};
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${body}
}
`;
}
