import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { LIMITS, type Model, PERSON_PHOTO_TIPS, optionalNonNegative } from '@tryown/contracts';
import { Button } from '../../../components/button.tsx';
import { Field } from '../../../components/field.tsx';
import { Modal } from '../../../components/modal.tsx';
import { toast } from '../../../components/toast.tsx';
import { parseForm, type FieldErrors } from '../../../lib/form.ts';
import { ImageInput } from '../../catalogue/components/image-input.tsx';
import { PhotoTips } from '../../catalogue/components/photo-tips.tsx';
import { SelectField } from '../../catalogue/components/select-field.tsx';
import { saveFailure } from '../../catalogue/failure.ts';
import { imageFileError, pickedImage, uploadImage } from '../../catalogue/image-file.ts';
import { useAddModel, useUpdateModel } from '../api/model-mutations.ts';

/** The form's flat fields (measurements side by side); sent as the API's bodyMeasurements. */
const ModelFormSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  category: z.string().trim().min(1, 'Category is required').max(100),
  description: z.string().trim().max(2000).default(''),
  age: optionalNonNegative('Age', LIMITS.age),
  height: optionalNonNegative('Height', LIMITS.measurementCm),
  chest: optionalNonNegative('Chest', LIMITS.measurementCm),
  waist: optionalNonNegative('Waist', LIMITS.measurementCm),
});

type Props = { open: boolean; onClose: () => void; categories: string[]; model?: Model | null };

/** Add (image required) and edit (image optional, 'Leave empty to keep current image') of a model. */
export function ModelFormModal({ open, onClose, categories, model }: Props) {
  const editing = Boolean(model);
  const add = useAddModel();
  const update = useUpdateModel();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const formId = editing ? 'edit-model-form' : 'add-model-form';
  const options = model && !categories.includes(model.category) ? [...categories, model.category] : categories;

  function close() {
    setErrors({});
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = parseForm(ModelFormSchema, form);
    const file = pickedImage(form);
    const imageError = imageFileError(file, !editing);
    if (!parsed.success || imageError) {
      setErrors({ ...(parsed.success ? {} : parsed.errors), ...(imageError ? { image: imageError } : {}) });
      return;
    }
    setErrors({});
    const { height, chest, waist, ...rest } = parsed.data;
    const specFailure = editing ? 'Failed to update model.' : 'Failed to add model.';
    try {
      setUploading(true);
      const imageKey = file ? await uploadImage('models', file) : undefined;
      setUploading(false);
      const body = { ...rest, bodyMeasurements: { height, chest, waist }, ...(imageKey ? { imageKey } : {}) };
      if (model) {
        await update.mutateAsync({ id: model._id, body });
        toast.success('Model updated successfully!');
      } else {
        await add.mutateAsync({ ...body, imageKey: imageKey! });
        toast.success('Model added successfully!');
      }
      form.reset();
      close();
    } catch (error) {
      setUploading(false);
      toast.error(saveFailure(specFailure, error));
    }
  }

  const pending = uploading || add.isPending || update.isPending;
  return (
    <Modal
      open={open}
      title={editing ? 'Edit Model' : 'Add Model'}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={pending} pendingLabel={uploading ? 'Uploading…' : add.isPending || update.variables?.body.imageKey ? 'Checking photo…' : 'Saving…'}>
            {editing ? 'Update Model' : 'Add Model'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-4" key={model?._id ?? 'new'}>
        <ImageInput required={!editing} keepHint={editing} currentUrl={model?.thumbnailUrl} error={errors.image} />
        <PhotoTips tips={PERSON_PHOTO_TIPS} />
        <Field name="name" label="Name" required defaultValue={model?.name} error={errors.name} />
        {options.length > 0 ? (
          <SelectField name="category" label="Category" required placeholder="Select category" options={options} defaultValue={model?.category ?? ''} error={errors.category} />
        ) : (
          <Field name="category" label="Category" required defaultValue={model?.category} error={errors.category} />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${formId}-description`} className="text-sm font-medium text-ink-700">
            Description
          </label>
          <textarea id={`${formId}-description`} name="description" rows={3} defaultValue={model?.description} className="rounded-xl border border-ink-200 px-3.5 py-2 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100" />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field name="age" label="Age" type="number" min={0} defaultValue={model?.age ?? ''} error={errors.age} />
          <Field name="height" label="Height (cm)" type="number" min={0} step="any" defaultValue={model?.bodyMeasurements.height ?? ''} error={errors.height} />
          <Field name="chest" label="Chest (cm)" type="number" min={0} step="any" defaultValue={model?.bodyMeasurements.chest ?? ''} error={errors.chest} />
          <Field name="waist" label="Waist (cm)" type="number" min={0} step="any" defaultValue={model?.bodyMeasurements.waist ?? ''} error={errors.waist} />
        </div>
      </form>
    </Modal>
  );
}
