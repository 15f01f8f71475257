import {Breadcrumb, Breadcrumbs} from '@tessera-ui/react';

export default function DisabledBreadcrumbs() {
  return (
    <div style={{display: 'grid', gap: 8}}>
      <Breadcrumbs isDisabled>
        <Breadcrumb href="#shop">Shop</Breadcrumb>
        <Breadcrumb href="#basket">Basket</Breadcrumb>
        <Breadcrumb>Payment</Breadcrumb>
      </Breadcrumbs>
      <p style={{margin: 0}}>Processing your payment. Please stay on this page.</p>
    </div>
  );
}
