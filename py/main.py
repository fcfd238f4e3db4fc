# PyScript entry point: everything lives in the ludothek package, imported from the bundle's zip.
import os
import sys

sys.path.insert(0, os.path.abspath("ludothek.zip"))  # pyscript.toml puts it here

from ludothek.web.glue.app import main  # noqa: E402

main()
