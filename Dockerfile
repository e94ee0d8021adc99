# The app image: one process serving the API and the site. The site is built at start-up, when
# the database is reachable (landing pages carry the directory), and rebuilt only when it changed.
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY site/package.json site/
COPY search-indexer/package.json search-indexer/
COPY content/package.json content/
RUN npm ci --no-audit --no-fund
COPY . .
RUN chown -R node:node /app/site
ENV HOST=0.0.0.0 PORT=3000
USER node
EXPOSE 3000
CMD ["node", "api/src/server.ts"]
