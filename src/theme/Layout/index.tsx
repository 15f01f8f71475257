// Wraps the theme's Layout: when a page asks for it (MainLandmarkContext), its content goes in a
// <main> landmark. Every other page keeps the stock Layout untouched.
import React, {type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {MainLeadContext, useWrapInMain} from './MainLandmark';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  const wrap = useWrapInMain();
  const lead = React.useContext(MainLeadContext);
  return (
    <Layout {...props}>
      {wrap ? (
        <main>
          {lead}
          {children}
        </main>
      ) : (
        children
      )}
    </Layout>
  );
}
