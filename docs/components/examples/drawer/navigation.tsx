import {useState} from 'react';
import {Button, Dialog, DialogTrigger, Drawer, Link} from '@tessera-ui/react';

const pages = ['Dashboard', 'Orders', 'Customers', 'Reports', 'Settings'];

export default function NavigationDrawer() {
  const [current, setCurrent] = useState('Dashboard');

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <DialogTrigger>
        <Button variant="secondary">Menu</Button>
        <Drawer placement="start">
          <Dialog title="Acme Store">
            {({close}) => (
              <nav aria-label="Main">
                <ul style={{display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none'}}>
                  {pages.map((page) => (
                    <li key={page}>
                      <Link
                        href={`#${page.toLowerCase()}`}
                        variant="standalone"
                        aria-current={page === current ? 'page' : undefined}
                        onPress={() => {
                          setCurrent(page);
                          close();
                        }}
                      >
                        {page}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </Dialog>
        </Drawer>
      </DialogTrigger>
      <p style={{margin: 0}}>Current page: {current}</p>
    </div>
  );
}
