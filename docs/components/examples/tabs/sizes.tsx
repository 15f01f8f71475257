import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';

const sizes = ['sm', 'md', 'lg'] as const;
const sections = ['Overview', 'Analytics', 'Reports'];

export default function TabSizes() {
  return (
    <div style={{display: 'grid', gap: 24}}>
      {sizes.map((size) => (
        <Tabs key={size} size={size}>
          <TabList aria-label={`Size ${size}`}>
            {sections.map((section) => (
              <Tab key={section} id={section}>
                {section}
              </Tab>
            ))}
          </TabList>
          {sections.map((section) => (
            <TabPanel key={section} id={section}>
              {section} panel, size {size}.
            </TabPanel>
          ))}
        </Tabs>
      ))}
    </div>
  );
}
