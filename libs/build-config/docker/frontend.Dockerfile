# One recipe for the shell and each remote: build one workspace, serve its dist with nginx.
# Build from the repository root: docker build -f libs/build-config/docker/frontend.Dockerfile --build-arg APP=mf-public .
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json lerna.json tsconfig.base.json tsconfig.web.json tsconfig.node.json ./
COPY libs ./libs
COPY ${APP} ./${APP}
RUN npm ci --no-audit --no-fund --workspace ${APP} --include-workspace-root
# The app's webpack config reads ports and remote addresses from the compiled contracts lib.
RUN npm run build -w @icast/contracts && npm run build -w ${APP}

# The shell's document server (build with APP=shell): every page's HTML with its status, its head and remotes.json
# inlined, plus /sitemap.xml, /robots.txt and /feed.xml; the shell's nginx sends it every path that is not a file.
# It reads the API through the shell's nginx (API_URL), so it sees both API instances. Also writes the CSP source of
# the pages' one inline script (it wakes the app), which the shell's nginx adds to its script-src.
FROM build AS documents-build
RUN npm ci --no-audit --no-fund --workspace ${APP} --workspace @icast/stack --include-workspace-root \
  && npm run build -w @icast/content -w @icast/fakes -w @icast/stack \
  && node -e "process.stdout.write(require('@icast/stack').WAKE_SCRIPT_SOURCE + '\\n')" > /repo/inline-script-sources.txt

# The unprivileged image runs nginx as a non-root user on 8080.
FROM nginxinc/nginx-unprivileged:1.27-alpine AS remote
ARG APP
COPY libs/build-config/docker/remote.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK CMD wget -q -O /dev/null http://127.0.0.1:8080/mf-manifest.json || exit 1

FROM nginxinc/nginx-unprivileged:1.27-alpine AS shell
ENV API_SERVERS=api:4000
COPY libs/build-config/docker/shell.nginx.conf /etc/nginx/conf.d/default.conf
COPY --chmod=755 libs/build-config/docker/write-api-upstream.sh /docker-entrypoint.d/35-write-api-upstream.sh
COPY --chmod=755 libs/build-config/docker/write-remotes-json.sh /docker-entrypoint.d/40-write-remotes-json.sh
COPY --chmod=755 libs/build-config/docker/write-security-headers.sh /docker-entrypoint.d/45-write-security-headers.sh
COPY --from=build --chown=nginx /repo/shell/dist /usr/share/nginx/html
COPY --from=documents-build --chown=nginx /repo/inline-script-sources.txt /usr/share/nginx/html/inline-script-sources.txt
USER root
RUN chown nginx /usr/share/nginx/html
USER nginx
EXPOSE 8080
HEALTHCHECK CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1


FROM node:20-bookworm-slim AS documents
ENV NODE_ENV=production API_URL=http://shell:8080
WORKDIR /repo
COPY --from=documents-build /repo /repo
USER node
EXPOSE 8090
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:8090/robots.txt').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "-c", "exec node libs/stack/dist/cli/serve.js shell/dist --port 8090 --api \"$API_URL\" --documents --remotes-json /tmp/remotes.json --remotes-json-from-env"]
