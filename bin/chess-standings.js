#!/usr/bin/env node
'use strict';
// The command line lives in the built bundle (npm install / npm run build writes build/cli.js,
// outside dist/, which clasp pushes to Apps Script).
const { main } = require('../build/cli.js');
process.exitCode = main(process.argv.slice(2));
