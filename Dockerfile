# The app image: one process serving the API and the pre-built site.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY site/package.json site/
COPY search-indexer/package.json search-indexer/
COPY content/package.json content/
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_URL=http://localhost:3000
RUN PUBLIC_URL=$PUBLIC_URL npm run build

FROM node:24-bookworm-slim
WORKDIR /app
ENV HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "api/src/server.ts"]
