import { downloadFile } from './download-file';

/** The blob's bytes, read as a browser would (FileReader: the test DOM's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe('downloadFile', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
  });

  it('starts a CSV with the UTF-8 BOM Excel-TR needs, once', async () => {
    downloadFile('a.csv', '"Ad Soyad"\r\n"Ayşe"\r\n');
    downloadFile('b.csv', '\uFEFF"Ad Soyad"\r\n');
    const bytes = await Promise.all(saved.map(bytesOf));
    expect([...bytes[0].slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
    expect([...bytes[1].slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
  });

  it('leaves JSON as it is', async () => {
    downloadFile('a.json', '{}', 'application/json');
    expect([...(await bytesOf(saved[0]))]).toEqual([0x7b, 0x7d]);
  });
});
