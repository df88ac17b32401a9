# One image recipe for every Node part of the platform (a domain service or the BFF).
#   PROJECTS: the Nx projects to build (dependencies are built first by Nx)
#   ENTRY:    the compiled entry point to run
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY package.json package-lock.json .npmrc nx.json tsconfig.base.json tsconfig.web.json jest.preset.js ./
COPY libs libs
COPY services services
COPY bff bff
COPY shells shells
COPY remotes remotes
COPY infra/embedded infra/embedded
COPY tools tools
COPY e2e/package.json e2e/project.json e2e/
RUN npm install --no-audit --no-fund
ARG PROJECTS
RUN npx nx run-many -t build -p ${PROJECTS} --outputStyle=static
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Uploaded images (a named volume mounted here inherits this ownership).
RUN mkdir -p /srv/uploads && chown node:node /srv/uploads
USER node
ARG ENTRY
ENV ENTRY=${ENTRY}
CMD ["sh", "-c", "exec node \"$ENTRY\""]
