#!/usr/bin/env bash
# Type-checks TwilightApple and the code it builds on against Apple SDK folders:
#   scripts/check-apple.sh PATH/iPhoneOS17.0.sdk PATH/macOS14.0.sdk
# iOS from an iPhoneOS SDK; macOS and Mac Catalyst from a macOS SDK. Without an SDK it says
# so and exits 0. See scripts/check_apple.py.
set -euo pipefail
exec python3 "$(dirname "$0")/check_apple.py" "$@"
