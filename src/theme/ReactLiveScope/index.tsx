import React from 'react';
import * as InternationalizedDate from '@internationalized/date';
import * as Tessera from '@tessera-ui/react';

// Everything a live code block can reference without importing it: React, the library, and the
// date values its date components take. The library comes last, so its names win.
const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...InternationalizedDate,
  ...Tessera,
};

export default ReactLiveScope;
