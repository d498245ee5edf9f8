# CareerCard in one image: the built web app and server, and Debian's Chromium for PDFs (the
# app serves its own Latin and Bengali fonts). Against a managed PostgreSQL (DATABASE_URL) and S3
# storage, run several behind a load balancer; without DATABASE_URL it starts its own PostgreSQL
# in /data. Build with `npm run docker:build`. Dev dependencies stay: `npm run backup` runs here.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/engine/package.json packages/engine/
COPY packages/templates/package.json packages/templates/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --engine-strict
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium fonts-liberation tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# Liveness only: /api/health (readiness) also needs the database, which a restart cannot fix.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["tini", "--"]
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
