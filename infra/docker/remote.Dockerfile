# One image recipe for every remote: its team builds and serves it alone, from its own origin.
#   PROJECT: the remote's Nx project;  FOLDER: its folder (the build lands in FOLDER/dist)
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
ARG PROJECT
RUN npx nx run ${PROJECT}:build --outputStyle=static

FROM nginx:1.27-alpine
ARG FOLDER
# Source maps stay out of the image: our sources are not published.
COPY --from=build /app/${FOLDER}/dist /usr/share/nginx/html
RUN find /usr/share/nginx/html -name '*.map' -delete
# nginx fills PORT and ALLOWED_ORIGIN into the template at start.
COPY infra/docker/remote.nginx.conf.template /etc/nginx/templates/default.conf.template
