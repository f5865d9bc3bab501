import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

const columns = [
  { header: 'Name', cell: (row: { id: string; name: string }) => row.name },
  { header: 'Id', cell: (row: { id: string; name: string }) => row.id },
];

describe('DataTable', () => {
  it('renders a column header per column and a row per record', () => {
    render(
      <DataTable
        label="Visitors"
        rows={[{ id: 'a1', name: 'Ada' }]}
        columns={columns}
        rowKey={(row) => row.id}
        empty="None"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Id']);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    const [, body] = screen.getAllByRole('row');
    expect(
      within(body!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada', 'a1']);
  });

  it('scrolls sideways in a named region a keyboard can reach, so a phone-width list stays readable', () => {
    render(
      <DataTable
        label="Visitors"
        rows={[{ id: 'a1', name: 'Ada' }]}
        columns={columns}
        rowKey={(row) => row.id}
        empty="None"
      />,
    );
    const region = screen.getByRole('region', { name: 'Visitors' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Visitors' })).toBeInTheDocument();
  });

  it('says so in a sentence instead of showing an empty table', () => {
    render(<DataTable label="Visitors" rows={[]} columns={columns} rowKey={(row) => row.id} empty="No visitors yet" />);
    expect(screen.getByText('No visitors yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
