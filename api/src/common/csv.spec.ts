import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; paid: number | null }) => row.name },
    { header: 'Paid', value: (row: { name: string; paid: number | null }) => row.paid },
  ];

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv([{ name: 'Ada', paid: 5000 }], columns)).toBe('Name,Paid\r\nAda,5000\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ name: 'Okafor, "Chidi"\nJr', paid: null }], columns)).toBe(
      'Name,Paid\r\n"Okafor, ""Chidi""\nJr",\r\n',
    );
  });

  it('keeps phone numbers as they are: a leading + on digits is not a formula', () => {
    expect(toCsv([{ name: '+2348031234567', paid: -5 }], columns)).toBe('Name,Paid\r\n+2348031234567,-5\r\n');
    expect(toCsv([{ name: '+1 (555) 010-9999', paid: 1 }], columns)).toBe('Name,Paid\r\n+1 (555) 010-9999,1\r\n');
  });

  it('defuses cells a spreadsheet would treat as formulas', () => {
    expect(toCsv([{ name: '+cmd|calc', paid: 1 }], columns)).toBe("Name,Paid\r\n'+cmd|calc,1\r\n");
    expect(toCsv([{ name: '=HYPERLINK("x")', paid: 1 }], columns)).toBe('Name,Paid\r\n"\'=HYPERLINK(""x"")",1\r\n');
  });
});
