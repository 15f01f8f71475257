import {useState} from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  DialogFooter,
  DialogTrigger,
  Drawer,
} from '@tessera-ui/react';

const categories = ['Jackets', 'Knitwear', 'Shirts', 'Shoes', 'Accessories'];

export default function FiltersDrawer() {
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <div style={{display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12}}>
      <DialogTrigger>
        <Button variant="secondary">Filters</Button>
        <Drawer>
          <Dialog title="Filter products">
            {({close}) => (
              <form
                // `contents`: the footer joins the dialog's column, at the drawer's bottom.
                style={{display: 'contents'}}
                onSubmit={(event) => {
                  event.preventDefault();
                  setSelected(new FormData(event.currentTarget).getAll('category').map(String));
                  close();
                }}
              >
                <CheckboxGroup label="Category" name="category" defaultValue={selected}>
                  {categories.map((category) => (
                    <Checkbox key={category} value={category}>
                      {category}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
                <DialogFooter>
                  <Button type="submit">Show results</Button>
                </DialogFooter>
              </form>
            )}
          </Dialog>
        </Drawer>
      </DialogTrigger>
      <p style={{margin: 0}}>Showing: {selected.length ? selected.join(', ') : 'all products'}</p>
    </div>
  );
}
