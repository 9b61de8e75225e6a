# Image for the API replicas and the workers (docker-compose.yml). The PWA is built into the image.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# Debian's ffmpeg (security-maintained) for the video job; the npm-shipped one is only the fallback.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# patches/ fixes a dependency's bug until its release has the fix (patch-package, on install).
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/main.ts"]
