'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/api/contract/admin/products';
import { toast } from '@/lib/toast/toast';

interface ImageUploadInputProps {
  label: string;
  busyLabel: string;
  hint: string;
  /** Sends the chosen image (a data URL); the server resizes it. */
  onUpload: (dataUrl: string) => Promise<unknown>;
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A button-like file chooser for one image; a file over the upload limit is refused before it is sent. */
export function ImageUploadInput({ label, busyLabel, hint, onUpload }: ImageUploadInputProps) {
  const tValidation = useTranslations('Validation');
  const inputId = useId();
  const [uploading, setUploading] = useState(false);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      toast.error(tValidation('imageTooLarge'));
    } else {
      setUploading(true);
      await onUpload(await readDataUrl(file));
      setUploading(false);
    }
    input.value = '';
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        className="inline-block cursor-pointer rounded border border-grey-300 px-4 py-2 font-medium focus-within:border-blue hover:border-blue"
      >
        {uploading ? busyLabel : label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
        disabled={uploading}
        onChange={choose}
        aria-describedby={`${inputId}-hint`}
        className="sr-only"
      />
      <p id={`${inputId}-hint`} className="mt-1 text-xs text-grey-600">
        {hint}
      </p>
    </div>
  );
}
