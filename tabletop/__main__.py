"""``python -m tabletop`` and the PyInstaller entry point (absolute imports only)."""

import sys

from tabletop.app import main

if __name__ == "__main__":
    sys.exit(main())
