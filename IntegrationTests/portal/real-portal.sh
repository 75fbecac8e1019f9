#!/bin/sh
# Runs a program against the real xdg-desktop-portal (GTK backend) on a private session
# bus under Xvfb, switches GNOME's colour scheme to dark and then to light, and prints
# what the program printed.
# Usage: real-portal.sh PROGRAM [ARGUMENTS...]
set -eu
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
# Set outside dbus-run-session, so that the services the bus starts inherit them.
export XDG_CURRENT_DESKTOP=GNOME GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$home" NO_AT_BRIDGE=1
xvfb-run -a dbus-run-session -- sh -c '
  log="$1"; shift
  gsettings set org.gnome.desktop.interface color-scheme default
  "$@" > "$log" 2>&1 &
  program=$!
  sleep 5
  gsettings set org.gnome.desktop.interface color-scheme prefer-dark
  sleep 2
  gsettings set org.gnome.desktop.interface color-scheme prefer-light
  sleep 2
  kill $program
  cat "$log"' sh "$home/program.log" "$@"
