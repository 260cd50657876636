import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { APPLICATION_LIMITS } from "@shared/constants/programme";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ListField } from "./list-field";

interface CriticNameValues extends FieldValues {
  criticName: string;
  publications: { value: string }[];
}

interface CriticNameFieldsProps<T extends CriticNameValues> {
  form: UseFormReturn<T>;
  nameHint: string;
  publicationsHint: string;
}

/** The critic name and publications: what an application asks for and what its approval may correct. */
export function CriticNameFields<T extends CriticNameValues>({
  form,
  nameHint,
  publicationsHint,
}: CriticNameFieldsProps<T>) {
  const nameError = form.formState.errors.criticName?.message;
  return (
    <>
      <FormField
        label="Critic name"
        hint={nameHint}
        error={typeof nameError === "string" ? nameError : undefined}
      >
        <Input autoComplete="off" {...form.register("criticName" as Path<T>)} />
      </FormField>
      <ListField
        form={form}
        name={"publications" as Path<T>}
        label="Publications"
        noun="publication"
        hint={publicationsHint}
        max={APPLICATION_LIMITS.publications.max}
      />
    </>
  );
}
