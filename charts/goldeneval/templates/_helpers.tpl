{{/* Chart name, possibly overridden. */}}
{{- define "goldeneval.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Full name prefix of every object. */}}
{{- define "goldeneval.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* chart label value */}}
{{- define "goldeneval.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels selecting the operator pod (stable across upgrades). */}}
{{- define "goldeneval.selectorLabels" -}}
app.kubernetes.io/name: {{ include "goldeneval.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/component: operator
{{- end }}

{{/* Labels of every object. */}}
{{- define "goldeneval.labels" -}}
helm.sh/chart: {{ include "goldeneval.chart" . }}
app.kubernetes.io/name: {{ include "goldeneval.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: goldeneval
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/* The operator's ServiceAccount name. */}}
{{- define "goldeneval.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "goldeneval.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- required "serviceAccount.name is required when serviceAccount.create is false" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* The evaluator's ServiceAccount name (same name in every namespace). */}}
{{- define "goldeneval.evaluatorServiceAccountName" -}}
{{- default (printf "%s-evaluator" (include "goldeneval.fullname" .) | trunc 63 | trimSuffix "-") .Values.evaluator.serviceAccount.name }}
{{- end }}

{{/* Namespaces that get an evaluator ServiceAccount (and NetworkPolicy), as a JSON list. */}}
{{- define "goldeneval.evaluatorNamespaces" -}}
{{- if .Values.watchNamespaces }}
{{- .Values.watchNamespaces | uniq | toJson }}
{{- else if .Values.evaluator.serviceAccount.namespaces }}
{{- .Values.evaluator.serviceAccount.namespaces | uniq | toJson }}
{{- else }}
{{- list .Release.Namespace | toJson }}
{{- end }}
{{- end }}

{{/* An image reference from {repository, tag, digest}; call with (list $image $defaultTag). */}}
{{- define "goldeneval.imageRef" -}}
{{- $img := index . 0 }}
{{- $tag := index . 1 }}
{{- if $img.digest }}
{{- printf "%s@%s" $img.repository $img.digest }}
{{- else }}
{{- printf "%s:%s" $img.repository (default $tag $img.tag) }}
{{- end }}
{{- end }}

{{/* The operator image. */}}
{{- define "goldeneval.image" -}}
{{- include "goldeneval.imageRef" (list .Values.image .Chart.AppVersion) }}
{{- end }}

{{/* The evaluator image: its own values, falling back to the operator's image field by field. */}}
{{- define "goldeneval.evaluatorImage" -}}
{{- $e := .Values.evaluator.image }}
{{- $repo := default .Values.image.repository $e.repository }}
{{- if $e.digest }}
{{- printf "%s@%s" $repo $e.digest }}
{{- else if $e.tag }}
{{- printf "%s:%s" $repo $e.tag }}
{{- else if and (not $e.repository) .Values.image.digest }}
{{- printf "%s@%s" $repo .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" $repo (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}
{{- end }}

{{/* The Secret the operator reads GOLDENEVAL_STORE from. */}}
{{- define "goldeneval.storeSecretName" -}}
{{- default .Values.defaults.databaseSecretRef.name .Values.operator.store.secretRef.name }}
{{- end }}
{{- define "goldeneval.storeSecretKey" -}}
{{- default .Values.defaults.databaseSecretRef.key .Values.operator.store.secretRef.key }}
{{- end }}

{{/* Container security context shared by everything the chart runs. */}}
{{- define "goldeneval.containerSecurityContext" -}}
runAsNonRoot: true
runAsUser: {{ .Values.operator.runAsUser }}
runAsGroup: {{ .Values.operator.runAsGroup }}
readOnlyRootFilesystem: true
allowPrivilegeEscalation: false
privileged: false
capabilities:
  drop: ["ALL"]
seccompProfile:
  type: RuntimeDefault
{{- end }}

{{/* What the operator does in the namespaces it watches (nothing more). */}}
{{- define "goldeneval.workloadRules" -}}
- apiGroups: ["goldeneval.ahu.go.id"]
  resources: ["goldenruns"]
  # create and delete: a GoldenSchedule's runs and its history limits
  verbs: ["get", "list", "watch", "patch", "create", "delete"]
- apiGroups: ["goldeneval.ahu.go.id"]
  resources: ["goldenruns/status"]
  verbs: ["get", "patch", "update"]
- apiGroups: ["goldeneval.ahu.go.id"]
  resources: ["goldenschedules"]
  verbs: ["get", "list", "watch"]
- apiGroups: ["goldeneval.ahu.go.id"]
  resources: ["goldenschedules/status"]
  verbs: ["get", "patch", "update"]
# Jobs name their GoldenRun as owner with blockOwnerDeletion: true; where the
# OwnerReferencesPermissionEnforcement admission plugin is on (OpenShift),
# that needs update on the owner's finalizers.
- apiGroups: ["goldeneval.ahu.go.id"]
  resources: ["goldenruns/finalizers"]
  verbs: ["update"]
- apiGroups: ["batch"]
  resources: ["jobs"]
  verbs: ["create", "get", "list", "watch", "delete"]
- apiGroups: [""]
  resources: ["pods"]
  verbs: ["get", "list", "watch"]
- apiGroups: [""]
  resources: ["configmaps"]
  verbs: ["get", "create"]
# create/patch: the operator's own events; list: the Job controller's
# FailedCreate events, which say why an evaluator pod cannot be created.
- apiGroups: [""]
  resources: ["events"]
  verbs: ["create", "patch", "list"]
{{- end }}

{{/* Cluster-scoped reads kopf needs in every mode. */}}
{{- define "goldeneval.clusterRules" -}}
- apiGroups: ["apiextensions.k8s.io"]
  resources: ["customresourcedefinitions"]
  verbs: ["get", "list", "watch"]
- apiGroups: [""]
  resources: ["namespaces"]
  verbs: ["get", "list", "watch"]
{{- end }}

{{/* One NetworkPolicy egress rule from {to, ports}; call with (list $target "TCP"|"BOTH"). */}}
{{- define "goldeneval.egressRule" -}}
{{- $t := index . 0 }}
{{- $proto := index . 1 }}
- ports:
  {{- range $t.ports }}
  - port: {{ . }}
    protocol: TCP
  {{- if eq $proto "BOTH" }}
  - port: {{ . }}
    protocol: UDP
  {{- end }}
  {{- end }}
  {{- with $t.to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}

{{/* The Secret with the operator port's certificate ("" = self-signed at start). */}}
{{- define "goldeneval.tlsSecretName" -}}
{{- $https := .Values.operator.https }}
{{- if and $https.enabled $https.existingSecret }}
{{- $https.existingSecret }}
{{- else if and $https.enabled $https.certManager.enabled }}
{{- printf "%s-tls" (include "goldeneval.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
