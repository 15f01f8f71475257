import {useState} from 'react';
import {Tab, TabList, TabPanel, Tabs} from '@tessera-ui/react';

const frequencies = [
  {id: 'daily', label: 'Daily', detail: 'Every business day, for the previous day’s sales.'},
  {id: 'weekly', label: 'Weekly', detail: 'Every Monday, for the previous week.'},
  {id: 'bi-weekly', label: 'Bi-weekly', detail: 'Every other Monday, for the previous two weeks.'},
  {id: 'monthly', label: 'Monthly', detail: 'On the first of the month, for the previous month.'},
];

export default function PayoutFrequency() {
  const [frequency, setFrequency] = useState('weekly');

  return (
    <div style={{display: 'grid', gap: 12}}>
      <Tabs
        variant="pill"
        selectedKey={frequency}
        onSelectionChange={(key) => setFrequency(String(key))}
      >
        <TabList aria-label="Payout frequency">
          {frequencies.map((item) => (
            <Tab key={item.id} id={item.id}>
              {item.label}
            </Tab>
          ))}
        </TabList>
        {frequencies.map((item) => (
          <TabPanel key={item.id} id={item.id}>
            {item.detail}
          </TabPanel>
        ))}
      </Tabs>
      <p style={{margin: 0}}>Saved setting (sample): {frequency}</p>
    </div>
  );
}
