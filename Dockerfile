# syntax=docker/dockerfile:1
# Exportly production image: the Next.js standalone output served by the front server
# (scripts/server/server.mjs) on Node 20 (Debian bookworm, slim).
# Build:  docker build -t exportly .      Run: docker compose up   (see docker-compose.yml)

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Dependencies, from the lockfile only (cached while package*.json are unchanged).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 1b. Production dependencies only, for the worker (it runs the TypeScript sources with tsx).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
RUN npm ci --no-audit --no-fund --omit=dev

# 2. Production build with the standalone output (next.config.ts switches on NEXT_OUTPUT).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# `npm run build` copies the self-hosted API viewer into public/vendor, then runs `next build`.
RUN npm run build

# 3. Runtime: the standalone server, its static assets, public files and the migrations; and in
#    /app/worker the background worker: the server-side sources with the production dependencies,
#    run by tsx (the standalone output carries only what the routes import, not the worker).
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    MIGRATIONS_DIR=/app/models/migrations \
    PGLITE_DIR=/app/data/db
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
# The front server that runs Next.js (client address from the socket, slow-client timeouts).
COPY --from=build --chown=node:node /app/scripts/server ./scripts/server
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/models/migrations ./models/migrations
COPY --from=build --chown=node:node /app/lib/reference/data ./lib/reference/data
COPY --from=prod-deps --chown=node:node /app/node_modules ./worker/node_modules
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./worker/
COPY --from=build --chown=node:node /app/lib ./worker/lib
COPY --from=build --chown=node:node /app/models ./worker/models
COPY --from=build --chown=node:node /app/scripts ./worker/scripts
COPY --from=build --chown=node:node /app/packages ./worker/packages
# Writable only where the app writes: the embedded database and local file store (without DATABASE_URL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The web server: Next.js behind the front server, which takes the client's address from the socket
# (TRUST_PROXY=0, the default) or from the entries of TRUST_PROXY proxies (docker-compose.yml sets 1
# for nginx). The worker: `node --conditions=react-server --import tsx scripts/worker.ts` in
# /app/worker (docker-compose.yml); react-server lets `server-only` modules load outside Next.js.
CMD ["node", "scripts/server/server.mjs", "-H", "0.0.0.0"]
