import {unzipSync, strFromU8} from 'fflate';
import {downloadProject} from './download';
import {projectFiles} from './projectFiles';
import type {ExportInput} from './types';
import {siteVersions} from './versions';

const input: ExportInput = {
  title: 'Date picker',
  source:
    "import {parseDate} from '@internationalized/date';\nimport {DatePicker} from '@tessera-ui/react';\n\nexport default () => <DatePicker label=\"Day\" defaultValue={parseDate('2027-01-02')} />;\n",
  language: 'js',
};

function readBlob(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('downloadProject', () => {
  let blobs: Blob[];
  let clicks: HTMLAnchorElement[];

  beforeEach(() => {
    blobs = [];
    clicks = [];
    jest.useFakeTimers();
    // jsdom has no object URLs; the test stands in for the browser's.
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('should download <slug>.zip through an object URL and a download link', async () => {
    await downloadProject(input);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.download).toBe('date-picker.zip');
    expect(clicks[0]!.href).toBe('blob:test/1');
    expect(blobs[0]!.type).toBe('application/zip');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('should zip exactly the project files under one folder named after the project', async () => {
    await downloadProject(input);
    const entries = unzipSync(await readBlob(blobs[0]!));
    const unzipped = Object.fromEntries(
      Object.entries(entries).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    const expected = Object.fromEntries(
      Object.entries(projectFiles(input, siteVersions)).map(([name, text]) => [
        `date-picker/${name}`,
        text,
      ]),
    );
    expect(unzipped).toEqual(expected);
  });
});
