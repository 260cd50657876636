# syntax=docker/dockerfile:1
# Critics' Corner as a container (issue 51 item 7, decision 0080). The build stage makes the release folder
# with scripts/release.mjs, the script tests/e2e/production-install.spec.ts runs and checks (build, the
# shipped files, npm ci --omit=dev); the run stage holds only that folder, as a non-root user.
#
#   docker build -t critics-corner .
#   docker run -p 5000:5000 -v critics-data:/data -e APP_URL=https://critics.example.com \
#     -e SESSION_SECRET="$(openssl rand -base64 48)" critics-corner
#
# See compose.yaml for PostgreSQL and two instances behind one port, and README.md ("Operations").

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json .nvmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/release.mjs /release

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=root:root /release /app
# The app's files belong to root and are read-only for the user that runs it; only /data is its own.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# SIGTERM drains the requests and jobs in hand (within 25 s); give it 30 before SIGKILL (docker stop -t 30).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (not npm, not a shell).
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
