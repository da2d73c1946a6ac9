"""``python -m goldeneval`` is the ``goldeneval`` command."""

import sys

from goldeneval.cli import main

sys.exit(main())
