"""The steps of build.py, one small module each (build.py lists them in order).

common          the project's folders, logging, commands, hashes
site            dist/ cleaned, web/ copied with its CSP checked, the build manifest
pyodide         the pinned Pyodide, from node_modules (npm ci) into dist/pyodide/
wheels          the wheels the page installs (pip download, markupsafe made pure, ragcite)
lock            dist/wheels/pyodide-lock.json
startup         bytecode and the start-up snapshot, made by Pyodide under Node
                (pyodide_node.mjs), the snapshot verified against a normal boot
offline         dist/ragcite-offline.html, the whole app in one file for file://
service_worker  dist/sw.js
server          ``build.py serve``
testrunner      ``build.py test``
"""
