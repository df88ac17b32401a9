#!/usr/bin/env bash
# Runs the root README's "Running it distributed" commands exactly as written (the fenced block
# between the distributed:start and distributed:end markers), against real PostgreSQL and RabbitMQ,
# waits until the BFF's /api/health reports every part up, then stops everything. For CI: a recipe
# nobody runs goes stale (the BFF once refused to start without CONTENT_URL and ANALYTICS_URL).
#
# The recipe keeps DATABASE_URL and AMQP_URL when they are set, so this runs it in a throwaway
# database (made next to DATABASE_URL's, dropped at the end) and its own event namespace, whose
# queues the broker deletes a minute after they are unused. The parts' ports (3101-3105, 8080) must
# be free. Settings: RECIPE_HEALTH_SECONDS (90), how long to wait for every part to be up.
set -euo pipefail
cd "$(dirname "$0")/../.."

ADMIN_DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
export AMQP_URL=${AMQP_URL:-amqp://guest:guest@127.0.0.1:5672}
HEALTH_SECONDS=${RECIPE_HEALTH_SECONDS:-90}
BFF=http://127.0.0.1:8080

fail() { echo "distributed recipe: $*" >&2; exit 1; }

recipe=$(awk '/^<!-- distributed:start/ { inside = 1; next } /^<!-- distributed:end -->/ { inside = 0 } inside' README.md | sed '/^```/d')
[[ -n $recipe ]] || fail "README.md has no block between <!-- distributed:start --> and <!-- distributed:end -->"

for port in 3101 3102 3103 3104 3105 8080; do
  if (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "port $port is taken: the recipe's parts need it"; fi
done

stamp="$(date +%s)_$$"
database="recipe_${stamp}"
# Through the workspace's own pg and Node's fetch, so CI needs neither psql nor curl for this.
sql() {
  node -e '
    const client = new (require("pg").Client)(process.argv[1]);
    client.connect().then(() => client.query(process.argv[2])).finally(() => client.end())
      .catch((error) => { console.error(error.message); process.exit(1); });
  ' "$ADMIN_DATABASE_URL" "$1"
}
health() {
  node -e '
    fetch(process.argv[1], { signal: AbortSignal.timeout(3000) })
      .then(async (answer) => {
        const text = await answer.text();
        if (!answer.ok) throw new Error(`${answer.status} ${text}`);
        process.stdout.write(text);
      })
      .catch((error) => { console.error(String(error.cause ?? error.message)); process.exit(1); });
  ' "$BFF/api/health"
}
sql "CREATE DATABASE ${database}"
export DATABASE_URL="${ADMIN_DATABASE_URL%/*}/${database}"
export EVENT_NAMESPACE="recipe.${stamp}" EVENT_QUEUE_EXPIRES_MS=60000 LOG_LEVEL=${LOG_LEVEL:-warn}

log=$(mktemp -t distributed-recipe.XXXXXX.log)
recipe_pid=
cleanup() {
  local status=$?
  if [[ -n $recipe_pid ]] && kill -0 "$recipe_pid" 2>/dev/null; then
    # The recipe runs in a process group of its own (setsid): this stops the BFF and every service.
    kill -TERM -- "-$recipe_pid" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 -- "-$recipe_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$recipe_pid" 2>/dev/null || true
  fi
  sql "DROP DATABASE IF EXISTS ${database} WITH (FORCE)" || echo "could not drop database ${database}" >&2
  if [[ $status -ne 0 ]]; then
    echo "--- the recipe's output (last 60 lines of $log) ---" >&2
    tail -n 60 "$log" >&2
  else
    rm -f "$log"
  fi
  exit "$status"
}
trap cleanup EXIT

echo "Running the README's distributed recipe (database ${database}, namespace ${EVENT_NAMESPACE}):"
echo "$recipe" | sed 's/^/  | /'
setsid bash -euo pipefail -c "$recipe" >"$log" 2>&1 &
recipe_pid=$!

started=$SECONDS
report=
until report=$(health 2>/dev/null) && [[ -n $report ]]; do
  kill -0 "$recipe_pid" 2>/dev/null || fail "the recipe stopped before the BFF reported every part up"
  (( SECONDS - started < HEALTH_SECONDS )) || fail "the BFF did not report every part up within ${HEALTH_SECONDS} s (last answer: $(health 2>&1 || true))"
  sleep 1
done

# 200 means every part is up; say which, and that each service of the recipe is among them.
node -e '
  const report = JSON.parse(process.argv[1]);
  const services = [...process.argv[2].matchAll(/^\s*([A-Z_]+)_URL=http/gm)].map((match) => match[1].toLowerCase().replace(/_/g, "-"));
  const parts = Object.entries(report.components ?? {});
  const missing = services.filter((name) => !parts.some(([part]) => part === name));
  const down = parts.filter(([, part]) => part.status !== "up").map(([name]) => name);
  console.log(`/api/health: ${report.status}; ${parts.map(([name, part]) => `${name} ${part.status}`).join(", ")}`);
  if (report.status !== "up" || down.length || missing.length) {
    console.error(`not every part is up (down: ${down.join(", ") || "none"}; not reported: ${missing.join(", ") || "none"})`);
    process.exit(1);
  }
' "$report" "$recipe"
echo "Every part came up in $((SECONDS - started)) s."
