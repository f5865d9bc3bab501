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

  it('names each cell with its column, for the cards a phone shows instead of the table', () => {
    render(
      <DataTable
        label="Visitors"
        rows={[{ id: 'a1', name: 'Ada' }]}
        columns={columns}
        rowKey={(row) => row.id}
        empty="None"
      />,
    );
    expect(screen.getAllByRole('cell').map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Id']);
  });

  it('says to scroll sideways, and describes the region with it, only while the table is wider than the region', () => {
    const widths = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const client = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    try {
      render(
        <DataTable
          label="Visitors"
          rows={[{ id: 'a1', name: 'Ada' }]}
          columns={columns}
          rowKey={(row) => row.id}
          empty="None"
        />,
      );
      expect(screen.getByRole('region', { name: 'Visitors' })).toHaveAccessibleDescription(
        'Scroll sideways to see every column',
      );
    } finally {
      widths.mockRestore();
      client.mockRestore();
    }
    render(
      <DataTable
        label="Fits"
        rows={[{ id: 'b1', name: 'Bola' }]}
        columns={columns}
        rowKey={(row) => row.id}
        empty="-"
      />,
    );
    expect(screen.getByRole('region', { name: 'Fits' })).not.toHaveAttribute('aria-describedby');
  });
});
