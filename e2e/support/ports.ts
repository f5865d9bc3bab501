/** e2e runs beside a developer's `npm start`, so it uses its own port range (E2E_PORT_BASE). */
export function e2ePorts(base = Number(process.env.E2E_PORT_BASE ?? 3100)) {
  return {
    shell: base,
    mf_public: base + 1,
    mf_admissions: base + 2,
    mf_dashboard: base + 3,
    api: base + 10,
    mongodb: base + 20,
    spare: base + 30,
  };
}

export type E2EPorts = ReturnType<typeof e2ePorts>;
