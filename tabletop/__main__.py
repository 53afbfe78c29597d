"""``python -m tabletop`` and the PyInstaller entry point (absolute imports only)."""

import os
import sys

# A windowed executable (no console, as on Windows) has no standard streams: give them somewhere to go.
for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))

if __name__ == "__main__":
    import multiprocessing

    # A frozen executable started as the Expert's worker process runs that worker here and ends.
    multiprocessing.freeze_support()

    from tabletop.app import main

    sys.exit(main())
