#!/usr/bin/env bash
# compose's `backup` service (the mongo:7 image, which has mongodump): every night at BACKUP_HOUR (UTC) one
# gzipped mongodump archive of the whole database in BACKUP_DIR, with its sha256 beside it; archives older than
# BACKUP_RETENTION_DAYS days are deleted after a successful dump (never before, so a failing dump keeps the old
# ones). Blog images are documents, so they are in the archive. Restore one with mongorestore (see the README).
# `bash nightly-backup.sh every-night` runs forever; `bash nightly-backup.sh now` takes one backup and exits.
set -euo pipefail

backup_dir="${BACKUP_DIR:-/backups}"
hour="${BACKUP_HOUR:-2}"
retention_days="${BACKUP_RETENTION_DAYS:-14}"

# Seconds from now until the next BACKUP_HOUR:00 UTC (tomorrow's when today's has passed).
seconds_until_next_run() {
  local now next
  now=$(date -u +%s)
  next=$(date -u -d "$(date -u +%F) ${hour}:00" +%s)
  if [ "$next" -le "$now" ]; then next=$((next + 86400)); fi
  echo $((next - now))
}

# Deletes archives (and their checksums) older than the retention; prints what it deleted.
prune_old_backups() {
  find "$backup_dir" -maxdepth 1 -name 'icast-*.archive.gz*' -mtime +"$((retention_days - 1))" -print -delete
}

backup_now() {
  local name partial
  name="icast-$(date -u +%Y%m%dT%H%M%SZ).archive.gz"
  partial="$backup_dir/.$name.partial"
  mongodump --uri "$MONGODB_URI" --gzip --archive="$partial"
  mv "$partial" "$backup_dir/$name"
  (cd "$backup_dir" && sha256sum "$name" > "$name.sha256")
  echo "backup: wrote $backup_dir/$name ($(du -h "$backup_dir/$name" | cut -f1))"
  prune_old_backups | sed 's/^/backup: deleted /'
}

validate() {
  [[ "$hour" =~ ^([01]?[0-9]|2[0-3])$ ]] || { echo "BACKUP_HOUR must be 0-23 (got \"$hour\")" >&2; exit 1; }
  [[ "$retention_days" =~ ^[1-9][0-9]*$ ]] || {
    echo "BACKUP_RETENTION_DAYS must be a whole number of days, at least 1 (got \"$retention_days\")" >&2
    exit 1
  }
  mkdir -p "$backup_dir"
}

case "${1:-}" in
  every-night)
    validate
    echo "backup: every night at ${hour}:00 UTC into $backup_dir, kept $retention_days days"
    while true; do
      sleep "$(seconds_until_next_run)"
      # A failed night is logged and retried the next night; the old archives stay.
      backup_now || echo "backup: FAILED at $(date -u +%FT%TZ); the previous archives are kept" >&2
    done
    ;;
  now) validate && backup_now ;;
  functions) ;; # sourced by the tests for its functions
  *) echo "usage: nightly-backup.sh every-night | now" >&2; exit 2 ;;
esac
