#!/usr/bin/env node
'use strict';
// The command line lives in the built bundle (npm run build writes dist/cli.js).
require('../dist/cli.js');
