// The image a container app runs now, so a provision without a freshly deployed image (every CI run starts from an
// empty azd environment) keeps the running image instead of swapping in the placeholder until the deploy step.
@description('Whether the app exists already (azd sets SERVICE_<NAME>_RESOURCE_EXISTS from the service tag).')
param exists bool
param name string

resource existing 'Microsoft.App/containerApps@2024-03-01' existing = if (exists) {
  name: name
}

output image string = exists ? existing!.properties.template.containers[0].image : ''
