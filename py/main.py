# PyScript entry point: everything lives in the ludothek package (unpacked from the bundle).
from ludothek.web.app import main

main()
