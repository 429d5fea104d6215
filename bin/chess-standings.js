#!/usr/bin/env node
'use strict';
// The command line lives in the built bundle (npm install / npm run build writes dist/cli.js).
const { main } = require('../dist/cli.js');
process.exitCode = main(process.argv.slice(2));
