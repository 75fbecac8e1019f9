#!/bin/sh
# Runs `twilight watch --json` against the real xdg-desktop-portal (GTK backend) on a
# private session bus under Xvfb, switches GNOME's colour scheme to dark and then to
# light, and prints what the watcher printed. Polling is set to ten minutes, so every
# line after the first came from a portal signal.
# Usage: real-portal.sh PATH-TO-twilight
set -eu
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
# Set outside dbus-run-session, so that the services the bus starts inherit them.
export XDG_CURRENT_DESKTOP=GNOME GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$home" NO_AT_BRIDGE=1
xvfb-run -a dbus-run-session -- sh -c '
  gsettings set org.gnome.desktop.interface color-scheme default
  "$0" watch --json --timeout-ms 3000 --poll-ms 600000 > "$1/watch.log" 2>&1 &
  watcher=$!
  sleep 5
  gsettings set org.gnome.desktop.interface color-scheme prefer-dark
  sleep 2
  gsettings set org.gnome.desktop.interface color-scheme prefer-light
  sleep 2
  kill $watcher
  cat "$1/watch.log"' "$1" "$home"
