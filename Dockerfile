# Image for the API replicas, the workers and the release step (docker-compose.yml, deploy/k8s).
# Two stages: the first installs everything and builds the PWA; the second keeps the built app
# with its production dependencies only, Debian's ffmpeg, and no compiler or dev tool.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The PWA and the server render's bundle (dist/), then the dev dependencies go.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Debian's ffmpeg (security-maintained) for the video job; production refuses the npm-shipped one
# unless UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
# The code stays root's, so the process cannot change it. Node 24 runs the server's TypeScript
# itself (type stripping): no compiler or loader at run time.
COPY --from=build /app /app
# The app runs as the image's unprivileged "node" user, named by its number (uid 1000) so that
# Kubernetes' runAsNonRoot can check it. Its one writable place is the data folder (and /tmp). The
# folders the compose volumes are mounted on exist here, owned by it, so a new named volume starts
# owned by it too (a volume made by an older, root-run image needs `chown -R 1000:1000` once).
ENV DATA_DIR=/data
RUN mkdir -p /data/uploads /data/mail /data/tus-staging /data/release-assets && chown -R 1000:1000 /data
USER 1000:1000
# The PWA is in the image: never rebuilt at start-up.
ENV BUILD_ON_START=false
EXPOSE 3000
CMD ["node", "api/main.ts"]
