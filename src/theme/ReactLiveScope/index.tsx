import React from 'react';
import * as Tessera from '@tessera-ui/react';

// Everything a live code block can reference without importing it.
const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...Tessera,
};

export default ReactLiveScope;
