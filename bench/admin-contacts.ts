import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { readSpreadsheet } from '../desktop/src/renderer/features/spreadsheet-import/readSpreadsheet.ts';
import { uploadInSlices } from '../desktop/src/renderer/features/spreadsheet-import/uploadRows.ts';
import type { ContactUploadResponse } from '@balcao/shared';
import type { AdminSection } from './admin-section.ts';
import { timeRequests, type Figures } from './bench-support.ts';

const CONTACTS = Number(process.env['BENCH_CONTACTS'] ?? 200_000);
const IMPORT_ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 50_000);
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Larissa', 'Marcos'];
const LAST_NAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro', 'Carvalho'];
/** What people type in the search box: part of a name, a surname, part of a number, part of an e-mail. */
const SEARCHES = ['ana sil', 'ribeiro', 'gabriela c', '98123', 'heitor.al', 'marcos', '5521977', 'isabela f'];

/** A single timed run as figures (p50 = p95 = its duration). */
function once(label: string, ms: number, targetMs: number): [string, Figures] {
  return [label, { p50: Math.round(ms), p95: Math.round(ms), samples: 1, target: `< ${targetMs / 1000} s`, met: ms < targetMs }];
}

/** The server's resident memory in bytes, from /proc (Linux). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The contacts screen on a company of 200,000 contacts: its first page and searches (name, surname,
 * number and e-mail parts; trigram indexes), a 50,000-row .xlsx import end to end (read with the
 * screen's own reader, sent in the screen's slices), and the CSV export of every contact, read as a
 * stream, with the server's resident memory sampled meanwhile.
 */
export const contactsSection: AdminSection = {
  name: 'contacts',
  run: async ({ http, sql, companyId, samples, seeded, serverPid }) => {
    if (!seeded) {
      // The company holds CONTACTS in all: the dashboard's data set may have brought some already.
      const existing = Number(
        (await sql.query<{ n: string }>('select count(*) as n from contacts where company_id = $1', [companyId])).rows[0]?.n,
      );
      await sql.query(
        `insert into contacts (company_id, name, number, email, created_at, updated_at)
       select $1,
              (array[${FIRST_NAMES.map((name) => `'${name}'`).join(',')}])[1 + i % ${FIRST_NAMES.length}] || ' ' ||
              (array[${LAST_NAMES.map((name) => `'${name}'`).join(',')}])[1 + (i / 7) % ${LAST_NAMES.length}] || ' ' || i,
              '55' || (11 + i % 80) || '9' || lpad(i::text, 8, '0'),
              case when i % 3 = 0 then '' else 'contato' || i || '@example.com' end,
              now() - (i % 365) * interval '1 day', now()
         from generate_series($3::int + 1, $2::int) i
       on conflict do nothing`,
        [companyId, CONTACTS, existing],
      );
      // As autovacuum would leave a table this size: visibility map set, statistics fresh.
      await sql.query('vacuum analyze contacts');
    }
    const total = Number(
      (await sql.query<{ n: string }>('select count(*) as n from contacts where company_id = $1', [companyId])).rows[0]?.n,
    );
    console.log(`contacts: ${total} contacts in the company`);

    const figures: [string, Figures][] = [];
    figures.push(
      await timeRequests(`first page of ${total} contacts`, { samples, p95TargetMs: 25 }, async () => {
        return (await http.request('GET', '/contacts?pageNumber=1')).status;
      }),
    );
    // A change forgets the company's kept total, so each of these pages counts every contact again.
    const changeSuffix = Date.now() % 1_000_000;
    figures.push(
      await timeRequests(
        `first page of ${total} contacts right after a contact was added (total counted again)`,
        {
          samples,
          p95TargetMs: null,
          before: async (index) => {
            const number = `5599${String(changeSuffix).padStart(6, '0')}${String(index).padStart(4, '0')}`;
            const created = await http.request('POST', '/contacts', { name: `Bench change ${index}`, number });
            if (created.status !== 201) {
              throw new Error(`contact not created: ${created.status}`);
            }
          },
        },
        async () => (await http.request('GET', '/contacts?pageNumber=1')).status,
      ),
    );
    figures.push(
      await timeRequests('search (name, surname, number or e-mail part)', { samples, p95TargetMs: 50 }, async (index) => {
        const term = SEARCHES[index % SEARCHES.length] ?? 'ana';
        return (await http.request('GET', `/contacts?searchParam=${encodeURIComponent(term)}`)).status;
      }),
    );

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['name', 'number', 'email']);
    // Numbers of their own on every run, so a kept database imports them as new contacts again.
    const run = String(Date.now() % 1_000).padStart(3, '0');
    for (let index = 0; index < IMPORT_ROWS; index += 1) {
      sheet.addRow([`Importado ${index}`, `559${run}${String(index).padStart(8, '0')}`, index % 2 ? `imp${index}@example.com` : '']);
    }
    const file = new Blob([await workbook.xlsx.writeBuffer()]);
    const importStarted = performance.now();
    const rows = await readSpreadsheet(file);
    const read = performance.now() - importStarted;
    const done = await uploadInSlices(
      rows,
      async (slice) => {
        const answer = await http.request<ContactUploadResponse>('POST', '/contacts/upload', slice);
        if (answer.status !== 200) {
          throw new Error(`upload: HTTP ${answer.status}`);
        }
        return answer.body;
      },
      () => undefined,
    );
    const imported = performance.now() - importStarted;
    console.log(
      `contacts: import read the sheet in ${(read / 1000).toFixed(1)} s; ${done.created} created, ${done.errors.length} row errors`,
    );
    figures.push(once(`import of ${IMPORT_ROWS} .xlsx rows, end to end`, imported, 30_000));

    const before = await rssOf(serverPid);
    let peak = before;
    const sampler = setInterval(() => {
      rssOf(serverPid)
        .then((rss) => (peak = Math.max(peak, rss)))
        .catch(() => undefined);
    }, 50);
    const exportStarted = performance.now();
    const response = await fetch(`${http.baseUrl}/contacts/export`, { headers: { authorization: `Bearer ${http.token ?? ''}` } });
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body ?? []) {
      bytes += (chunk as Uint8Array).length;
      for (const byte of chunk as Uint8Array) {
        if (byte === 10) {
          lines += 1;
        }
      }
    }
    const exported = performance.now() - exportStarted;
    clearInterval(sampler);
    console.log(
      `contacts: export of ${lines - 1} contacts (${mb(bytes)}) — server RSS ${mb(before)} before, peak ${mb(peak)} (growth ${mb(peak - before)})`,
    );
    figures.push(once(`CSV export of ${lines - 1} contacts (server RSS +${mb(peak - before)})`, exported, 5_000));
    return figures;
  },
};
