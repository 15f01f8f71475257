import React from 'react';
import * as Tessera from '@site/src/ui';

// Everything a live code block can reference without importing it.
const ReactLiveScope: Record<string, unknown> = {
  React,
  ...React,
  ...Tessera,
};

export default ReactLiveScope;
