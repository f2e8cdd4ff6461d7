#!/usr/bin/env bash
# Runs the named npm scripts at most JOBS at a time (default: the machine's cores), printing each one's
# output whole when it ends, so a 2-core CI machine keeps both cores busy through the single-threaded
# steps (tsc, eslint, prettier). Exits non-zero when any script failed, after all have ended.
set -uo pipefail
jobs_max="${JOBS:-$(nproc)}"
out_dir="$(mktemp -d)"
declare -A started_at=()
failed=()

report() {
  local name="$1" status="$2"
  local took=$(($(date +%s) - started_at[$name]))
  echo "──── npm run $name: $([ "$status" -eq 0 ] && echo ok || echo "FAILED ($status)") in ${took}s"
  cat "$out_dir/$name.log"
  [ "$status" -eq 0 ] || failed+=("$name")
}

declare -A pid_of=()
wait_one() {
  local pid status name
  wait -n -p pid
  status=$?
  for name in "${!pid_of[@]}"; do
    if [ "${pid_of[$name]}" = "$pid" ]; then
      unset "pid_of[$name]"
      report "$name" "$status"
      return
    fi
  done
}

for name in "$@"; do
  while [ "${#pid_of[@]}" -ge "$jobs_max" ]; do wait_one; done
  started_at[$name]=$(date +%s)
  npm run --silent "$name" > "$out_dir/$name.log" 2>&1 &
  pid_of[$name]=$!
done
while [ "${#pid_of[@]}" -gt 0 ]; do wait_one; done
rm -rf "$out_dir"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
