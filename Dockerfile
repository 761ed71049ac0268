# Production image: `next build` at image build time, migrations + the production server at
# run time, on Node 22 LTS with production dependencies only, as the unprivileged node user.
FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# patch-package applies patches/ after install (fixes of dependencies, offered upstream).
COPY patches ./patches
RUN npm ci
COPY . .
RUN npm run build
# Tests, linters and type definitions stay behind; patches/ were applied by `npm ci` above.
RUN npm prune --omit=dev

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    MEDIA_DIR=/data/media
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
