import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (row: { name: string; paid: number | null }) => row.name },
    { header: 'Paid', value: (row: { name: string; paid: number | null }) => row.paid },
  ];
  const line = (name: string) => toCsv([{ name, paid: 1 }], columns).split('\r\n')[1];

  it('writes a header and one CRLF line per row', () => {
    expect(toCsv([{ name: 'Ada', paid: 5000 }], columns)).toBe('Name,Paid\r\nAda,5000\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ name: 'Okafor, "Chidi"\nJr', paid: null }], columns)).toBe(
      'Name,Paid\r\n"Okafor, ""Chidi""\nJr",\r\n',
    );
  });

  it("quotes the other locales' separators, so a cell cannot split into a new one that starts a formula", () => {
    // Excel in French, German or Portuguese locales splits CSV on ';'; pasted text splits on tab.
    expect(line('Ada;=cmd|calc')).toBe('"Ada;=cmd|calc",1');
    expect(line('Ada\t=cmd|calc')).toBe('"Ada\t=cmd|calc",1');
    expect(line('Ada\r=cmd|calc')).toBe('"Ada\r=cmd|calc",1');
  });

  it('keeps phone numbers as they are: a leading + or - on digits is not a formula', () => {
    expect(toCsv([{ name: '+2348031234567', paid: -5 }], columns)).toBe('Name,Paid\r\n+2348031234567,-5\r\n');
    expect(toCsv([{ name: '+1 (555) 010-9999', paid: 1 }], columns)).toBe('Name,Paid\r\n+1 (555) 010-9999,1\r\n');
    expect(line('-5')).toBe('-5,1');
  });

  it('defuses cells a spreadsheet would treat as formulas', () => {
    expect(line('+cmd|calc')).toBe("'+cmd|calc,1");
    expect(line('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")",1');
    expect(line('-2+3+cmd|calc')).toBe("'-2+3+cmd|calc,1");
    expect(line('@SUM(A1)')).toBe("'@SUM(A1),1");
  });

  it('defuses formulas behind leading spaces, tabs or a carriage return, and full-width signs', () => {
    expect(line(' =1+1')).toBe("' =1+1,1");
    expect(line('\t=1+1')).toBe('"\'\t=1+1",1');
    expect(line('\r=1+1')).toBe('"\'\r=1+1",1');
    expect(line('\t0803')).toBe('"\'\t0803",1');
    expect(line('\uFF1D1+1')).toBe("'\uFF1D1+1,1");
  });

  it('applies the same rules to headers', () => {
    const csv = toCsv([], [{ header: 'Paid; naira', value: () => 1 }]);
    expect(csv).toBe('"Paid; naira"\r\n');
  });
});
