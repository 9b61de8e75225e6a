# Image for the API replicas and the workers (docker-compose.yml). The PWA is built into the image.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Debian's ffmpeg (security-maintained) for the video job; production refuses the npm-shipped one
# unless UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
# The app runs as the image's unprivileged "node" user (uid 1000). Its one writable place is the
# data folder (and /tmp); the code stays root's, so the process cannot change it. The folders the
# compose volumes are mounted on exist here, owned by node, so a new named volume starts owned by
# node too (a volume made by an older, root-run image needs `chown -R 1000:1000` once).
ENV DATA_DIR=/data
RUN mkdir -p /data/uploads /data/mail /data/tus-staging && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["node", "api/main.ts"]
